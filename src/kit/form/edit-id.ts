import { useSearchParams } from 'react-router-dom';

/**
 * A record id from the address: a positive whole number, else undefined (`?plan_id=-1` or `abc`
 * names no record, and sent as a path parameter it would be refused).
 */
export function idFrom(value: string | null): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** The id of the record a form screen edits (`?id=`); undefined when the screen creates one. */
export function useEditId(): number | undefined {
  const [params] = useSearchParams();
  return idFrom(params.get('id'));
}
