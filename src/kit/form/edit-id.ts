import { useSearchParams } from 'react-router-dom';

/** The id of the record a form screen edits (`?id=`); undefined when the screen creates one. */
export function useEditId(): number | undefined {
  const [params] = useSearchParams();
  return Number(params.get('id')) || undefined;
}
