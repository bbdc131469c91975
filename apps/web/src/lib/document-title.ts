import { useEffect } from 'react';
import { env } from '@/config/env.ts';

export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title?.trim() ? title : env.shopName;
  }, [title]);
}
