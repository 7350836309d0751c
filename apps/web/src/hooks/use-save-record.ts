import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';

/** Where a domain's records live in the query cache (see recordKeys). */
interface RecordKeys {
  detail: (id: string) => QueryKey;
  lists: () => QueryKey;
}

/** What a save hook's caller may add: a step once the record is saved. */
export interface SaveOptions<TRecord> {
  onSuccess?: (record: TRecord) => void;
}

/**
 * A mutation that answers the saved record: the answer becomes the record's cached detail, its lists
 * reload, `message` is toasted, and only then the caller's onSuccess runs (so no caller can skip the
 * reload).
 */
export function useSaveRecord<TRecord extends { id: string }, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TRecord>,
  keys: RecordKeys,
  message: string,
  { onSuccess }: SaveOptions<TRecord> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (record: TRecord) => {
      queryClient.setQueryData(keys.detail(record.id), record);
      await queryClient.invalidateQueries({ queryKey: keys.lists() });
      toast.success(message);
      onSuccess?.(record);
    },
  });
}
