/**
 * 书商订单 (booksellerOrderListST): students' textbook orders at the bookseller, found by order number,
 * name or phone, payment channel, state, school, major and date (the legacy query: q, payment_channels,
 * start, perPage, specialty, school).
 */
import { getListShoppingOrdersQueryKey, listShoppingOrders } from '@/generated/api/courseware/courseware';
import type { ListShoppingOrdersParams, ShoppingOrder } from '@/generated/model';
import {
  formatMoney,
  type ListColumn,
  ListPage,
  type ListParams,
  optionsOf,
  type SearchField,
  type StatusMap,
  sumYuan,
} from '@/kit';

export const ORDER_STATUS: StatusMap = {
  unpaid: { text: '待付款', color: 'orange' },
  paid: { text: '已付款', color: 'arcoblue' },
  shipped: { text: '已发货', color: 'green' },
  close: { text: '已关闭', color: 'gray' },
};
const CHANNELS = ['微信支付', '支付宝', '银行卡支付'].map((name) => ({ value: name, label: name }));

/** The list's page and page size under the legacy names (start = page number, perPage). */
export function legacyQuery(params: ListParams): ListShoppingOrdersParams {
  const { page, limit, ...filters } = params;
  return { ...(filters as ListShoppingOrdersParams), start: page, perPage: limit };
}
const LIST = {
  queryKey: (params: ListParams) => getListShoppingOrdersQueryKey(legacyQuery(params)),
  fetcher: (params: ListParams, options?: object, signal?: AbortSignal) =>
    listShoppingOrders(legacyQuery(params), options, signal),
};
const SEARCH: SearchField[] = [
  { type: 'input', field: 'q', label: '订单', placeholder: '订单号、姓名或手机号' },
  { type: 'select', field: 'payment_channels', label: '支付方式', options: CHANNELS },
  { type: 'select', field: 'status', label: '状态', options: optionsOf(ORDER_STATUS) },
  { type: 'input', field: 'school', label: '院校' },
  { type: 'input', field: 'specialty', label: '专业' },
  { type: 'dateRange', fields: ['created_at__gte', 'created_at__lte'], label: '下单日期' },
];
const COLUMNS: ListColumn<ShoppingOrder>[] = [
  { key: 'trade_no', title: '订单号', width: 160 },
  { key: 'user_name', title: '学生', width: 90 },
  { key: 'phone', title: '手机号', width: 130, valueType: 'phone' },
  { key: 'school_name', title: '院校', width: 150, ellipsis: true },
  { key: 'specialty_name', title: '专业', width: 140, ellipsis: true },
  { key: 'goods_name', title: '教材', width: 180, ellipsis: true },
  { key: 'quantity', title: '数量', width: 70, valueType: 'number' },
  { key: 'total_amount', title: '金额', width: 110, valueType: 'money' },
  { key: 'payment_channels', title: '支付方式', width: 110 },
  { key: 'status', title: '状态', width: 90, valueType: 'status', statusMap: ORDER_STATUS },
  { key: 'created_at', title: '下单时间', width: 160, valueType: 'datetime' },
];

export function BooksellerOrderPage() {
  return (
    <ListPage<ShoppingOrder, ListParams>
      list={LIST}
      rowKey="id"
      search={SEARCH}
      columns={COLUMNS}
      summary={(envelope) => {
        const paid = envelope.result.list.filter((row) => row.status === 'paid' || row.status === 'shipped');
        return `本页已付款 ${paid.length} 笔，共 ${formatMoney(sumYuan(paid.map((row) => row.total_amount)), { symbol: false })} 元`;
      }}
    />
  );
}
