/** Pure echarts option builders for the dashboard charts. */
import type {
  DashboardExamPassItem,
  DashboardMajorPassRateItem,
  DashboardMajorPeopleNumberItem,
  DashboardMajorSignUpItem,
} from '@/generated/model';
import type { ChartOption } from '@/kit/chart';
import {
  axisTooltip,
  categoryAxis,
  COLOR,
  numberOf,
  people,
  peopleAxis,
  percent,
  rightAxis,
  topLegend,
  valueAxisBase,
} from './chart-style';
import { formatMoney } from '@/kit';
import { compactYuan, formatCount } from './format';

export function signUpOption(list: DashboardMajorSignUpItem[]): ChartOption {
  return {
    color: [COLOR.blue, COLOR.cyan],
    tooltip: axisTooltip(),
    legend: topLegend(),
    grid: { left: 8, right: 8, top: 48, bottom: 4, containLabel: true },
    xAxis: categoryAxis(
      list.map((item) => item.majorName),
      { width: 88, rotate: list.length > 8 ? 30 : 0 },
    ),
    yAxis: [peopleAxis(), rightAxis('费用(元)', compactYuan)],
    series: [
      {
        name: '报名人数',
        type: 'bar',
        barMaxWidth: 22,
        itemStyle: { borderRadius: [4, 4, 0, 0] },
        data: list.map((item) => item.signUpNumber),
        tooltip: { valueFormatter: people },
      },
      {
        name: '报名费用(元)',
        type: 'bar',
        yAxisIndex: 1,
        barMaxWidth: 22,
        itemStyle: { borderRadius: [4, 4, 0, 0] },
        data: list.map((item) => item.signUpCost),
        tooltip: { valueFormatter: (value) => `${formatMoney(numberOf(value) ?? 0, { symbol: false })} 元` },
      },
    ],
  };
}

export function majorPeopleOption(list: DashboardMajorPeopleNumberItem[]): ChartOption {
  return {
    tooltip: axisTooltip(),
    grid: { left: 8, right: 56, top: 8, bottom: 4, containLabel: true },
    // Every bar carries its value, so the value axis only keeps its grid lines.
    xAxis: { ...valueAxisBase, minInterval: 1, axisLabel: { show: false } },
    yAxis: {
      ...categoryAxis(
        list.map((item) => item.majorName),
        { width: 96 },
      ),
      inverse: true,
    },
    series: [
      {
        name: '在读人数',
        type: 'bar',
        barMaxWidth: 16,
        itemStyle: { color: COLOR.cyan, borderRadius: [0, 4, 4, 0] },
        label: {
          show: true,
          position: 'right',
          color: COLOR.text2,
          formatter: ({ value }) => formatCount(numberOf(value) ?? 0),
        },
        data: list.map((item) => item.peopleNumber),
        tooltip: { valueFormatter: people },
      },
    ],
  };
}

export function passRateOption(list: DashboardMajorPassRateItem[], selected?: string): ChartOption {
  return {
    tooltip: { ...axisTooltip(), valueFormatter: percent },
    grid: { left: 8, right: 8, top: 32, bottom: 4, containLabel: true },
    xAxis: categoryAxis(
      list.map((item) => item.majorName),
      { width: 72, rotate: list.length > 6 ? 30 : 0 },
    ),
    yAxis: { ...valueAxisBase, max: 100, axisLabel: { color: COLOR.text3, formatter: '{value}%' } },
    series: [
      {
        name: '考试通过率',
        type: 'bar',
        barMaxWidth: 28,
        data: list.map((item) => ({
          value: item.passRate,
          itemStyle: {
            color: item.majorUuid === selected ? COLOR.blue : COLOR.lightBlue,
            borderRadius: [4, 4, 0, 0],
          },
        })),
        label: { show: true, position: 'top', color: COLOR.text2, formatter: '{c}%' },
      },
    ],
  };
}

/** 2026年4月自学考试 马克思主义基本原理概论 → two lines under the axis. */
function examAxisLabel(name: string): string {
  return name.replace(/\s+/, '\n');
}

export function examPassOption(list: DashboardExamPassItem[]): ChartOption {
  return {
    color: [COLOR.lightBlue, COLOR.blue, COLOR.gold],
    tooltip: axisTooltip(),
    legend: topLegend(),
    grid: { left: 8, right: 8, top: 48, bottom: 4, containLabel: true },
    xAxis: categoryAxis(
      list.map((item) => item.examName),
      { width: 96, lineHeight: 16, rotate: list.length > 6 ? 30 : 0, formatter: examAxisLabel },
    ),
    yAxis: [peopleAxis(), { ...rightAxis('通过率', '{value}%'), max: 100 }],
    series: [
      {
        name: '参考人数',
        type: 'bar',
        barMaxWidth: 20,
        barGap: '20%',
        itemStyle: { borderRadius: [4, 4, 0, 0] },
        data: list.map((item) => item.testTotal),
        tooltip: { valueFormatter: people },
      },
      {
        name: '通过人数',
        type: 'bar',
        barMaxWidth: 20,
        itemStyle: { borderRadius: [4, 4, 0, 0] },
        data: list.map((item) => item.passTotal),
        tooltip: { valueFormatter: people },
      },
      {
        name: '通过率',
        type: 'line',
        yAxisIndex: 1,
        smooth: true,
        symbolSize: 6,
        data: list.map((item) =>
          item.testTotal > 0 ? Number(((item.passTotal / item.testTotal) * 100).toFixed(1)) : 0,
        ),
        tooltip: { valueFormatter: percent },
      },
    ],
  };
}
