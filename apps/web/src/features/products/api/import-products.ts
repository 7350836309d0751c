import { csvMessages, type ImportIssue, importIssueSchema } from '@oja/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { productKeys } from './product-keys';

/** POST /v1/products/import (multipart field `file`): every row or none; 422 lists each problem. */
export const importProducts = async (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return api.post<{ imported: number }>('/v1/products/import', form);
};

const issues = z.array(importIssueSchema);

/** The per-row report of a refused import ({ row, column, message }), empty for any other failure. */
export const importIssuesOf = (error: unknown): ImportIssue[] => {
  if (!(error instanceof ApiError) || error.status !== 422) return [];
  const parsed = issues.safeParse(error.errors);
  return parsed.success ? parsed.data : [];
};

/** The dialog shows failures itself (message and report), so they are not toasted. */
export const useImportProducts = ({ onSuccess }: { onSuccess?: (imported: number) => void } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importProducts,
    meta: { toastError: false },
    onSuccess: async ({ imported }) => {
      await queryClient.invalidateQueries({ queryKey: productKeys.lists() });
      toast.success(csvMessages.imported(imported));
      onSuccess?.(imported);
    },
  });
};
