import type { Craft } from '@moodcraft/core/crafts/crafts';
import type { AppDeps } from '../../app';
import { signMediaUrl } from '../media/media.service';
import { listCrafts, type CraftRow } from './crafts.repository';

export function toCraft(deps: AppDeps, row: CraftRow): Craft {
  return {
    id: row.id,
    _id: row.id,
    title: row.title,
    type: row.type,
    content: row.mediaId ? signMediaUrl(deps, row.mediaId) : row.content ? deps.encryption.decrypt(row.content) : '',
    mimeType: row.mimeType,
    tags: row.tags,
    likes: row.likes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function craftsOf(deps: AppDeps, userId: string) {
  return (await listCrafts(deps.database.db, userId)).map((row) => toCraft(deps, row));
}
