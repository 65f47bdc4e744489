import { and, eq, isNull } from 'drizzle-orm';
import { storedFiles } from '../../db/tables/index.ts';
import type { TenantScope } from '../../core/scope.ts';

export interface ReportPdfFile {
  id: string;
  name: string;
  size: number;
  createdAt: Date;
}

/** The report's PDF file as the visit page links it (null once deleted). */
export async function reportPdfFile(scope: TenantScope, fileId: string): Promise<ReportPdfFile | null> {
  const [file] = await scope.db
    .select({ id: storedFiles.id, name: storedFiles.name, size: storedFiles.size, createdAt: storedFiles.createdAt })
    .from(storedFiles)
    .where(and(eq(storedFiles.id, fileId), isNull(storedFiles.deletedAt)));
  return file ?? null;
}
