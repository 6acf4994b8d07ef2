import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { z } from 'zod';
import {
  craftJsonRequest,
  LIMITS,
  matchesSearch,
  searchTerms,
  tagsField,
  titleField,
  writingPreview,
  type Craft,
} from '@moodcraft/core/crafts/crafts';
import type { Multipart } from '@fastify/multipart';
import type { AppDeps } from '../../deps';
import { at, openField, sealField } from '../../db/encrypted-fields';
import { craftTags, crafts } from '../../db/schema';
import { detectFileType } from '../../lib/file-types';
import { BrokenImageError, stripImageMetadata } from '../../lib/image-metadata';
import { HttpError, invalidFields } from '../../plugins/errors';
import { removeMedia, signMediaUrl } from '../media/media.service';
import {
  addTag,
  deleteCraft,
  insertCraft,
  listCrafts,
  loadCraft,
  replaceTags,
  updateCraft,
  type CraftRow,
} from './crafts.repository';
import { storeUpload } from './media-upload';

export const craftNotFound = () => new HttpError(404, 'This craft does not exist');

/**
 * A craft row with its title, tags and a writing's text decrypted. Each is bound to the craft's
 * id (a tag to its craft), so a value moved here from another row does not open.
 */
export function openCraft(deps: AppDeps, row: CraftRow): CraftRow {
  return {
    ...row,
    title: deps.encryption.decrypt(row.title, at(crafts.title, row.id)),
    content: openField(deps.encryption, crafts.content, row.id, row.content),
    tags: row.tags.map((tag) => deps.encryption.decrypt(tag, at(craftTags.tag, row.id))),
  };
}

export function toCraft(deps: AppDeps, row: CraftRow): Craft {
  const open = openCraft(deps, row);
  return {
    id: row.id,
    _id: row.id,
    title: open.title,
    type: row.type,
    content: row.mediaId ? signMediaUrl(deps, row.mediaId) : open.content,
    preview: false,
    mimeType: row.mimeType,
    tags: open.tags,
    likes: row.likes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A craft's title and tags sealed for the craft `id`. */
const sealTitle = (deps: AppDeps, id: string, title: string) =>
  deps.encryption.encrypt(title, at(crafts.title, id));
const sealTags = (deps: AppDeps, id: string, tags: string[]) =>
  tags.map((tag) => deps.encryption.encrypt(tag, at(craftTags.tag, id)));

/**
 * A person's crafts, newest first, as a list shows them: a writing's first 150 characters, media
 * as signed links. A search matches every word in the title, the whole text of a writing, or the
 * tags. Titles, tags and writings are encrypted, so the database cannot search them: the search
 * runs here, over this person's crafts only, each decrypted once, the same rows the list reads.
 */
export async function craftsOf(deps: AppDeps, userId: string, search?: string) {
  const terms = searchTerms(search);
  const list: Craft[] = [];
  for (const row of await listCrafts(deps.database.db, userId)) {
    const craft = toCraft(deps, row);
    const text = craft.type === 'writing' ? craft.content : '';
    if (!matchesSearch(terms, { title: craft.title, text, tags: craft.tags })) continue;
    list.push(craft.type === 'writing' ? { ...craft, ...writingPreview(craft.content) } : craft);
  }
  return list;
}

/** One craft in full. */
export async function craftOf(deps: AppDeps, userId: string, id: string) {
  return reload(deps, userId, id);
}

async function reload(deps: AppDeps, userId: string, id: string) {
  const row = await loadCraft(deps.database.db, userId, id);
  if (!row) throw craftNotFound();
  return toCraft(deps, row);
}

/** A drawing is kept without metadata or anything after the image; a PNG that does not parse is refused. */
function cleanDrawing(bytes: Buffer) {
  if (detectFileType(bytes.subarray(0, 64))?.mime !== 'image/png') return bytes; // storeUpload refuses it
  try {
    return stripImageMetadata(bytes, 'image/png');
  } catch (error) {
    if (error instanceof BrokenImageError)
      throw new HttpError(415, 'This drawing could not be read. Please try again.');
    throw error;
  }
}

export async function createFromJson(
  deps: AppDeps,
  userId: string,
  body: z.output<typeof craftJsonRequest>,
) {
  if (body.type === 'writing') {
    const id = randomUUID();
    await insertCraft(
      deps.database.db,
      {
        id,
        userId,
        title: sealTitle(deps, id, body.title),
        type: 'writing',
        content: sealField(deps.encryption, crafts.content, id, body.content),
      },
      sealTags(deps, id, body.tags),
    );
    return reload(deps, userId, id);
  }
  const png = cleanDrawing(
    Buffer.from(body.content.slice('data:image/png;base64,'.length), 'base64'),
  );
  const stored = await storeUpload(
    deps,
    userId,
    'drawing',
    Readable.from([png]),
    LIMITS.quotaBytes,
  );
  try {
    const id = randomUUID();
    await insertCraft(
      deps.database.db,
      { id, userId, title: sealTitle(deps, id, body.title), type: 'drawing', mediaId: stored.id },
      sealTags(deps, id, body.tags),
    );
    return reload(deps, userId, id);
  } catch (error) {
    await removeMedia(deps, stored.id);
    throw error;
  }
}

const multipartFields = z.object({
  title: titleField,
  type: z.enum(['audio', 'dancing'], {
    error: 'Upload audio or dancing crafts as multipart; writing and drawings as JSON',
  }),
  tags: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (!raw) return [];
      try {
        const parsed: unknown = raw.trim().startsWith('[') ? JSON.parse(raw) : raw.split(',');
        return parsed;
      } catch {
        ctx.addIssue({
          code: 'custom',
          message: 'tags must be a JSON array or a comma-separated list',
        });
        return z.NEVER;
      }
    })
    .pipe(tagsField),
});

/** Audio and dance video arrive as multipart: fields first, then the file, streamed to storage. */
export async function createFromMultipart(
  deps: AppDeps,
  userId: string,
  parts: AsyncIterable<Multipart>,
) {
  const fields: Record<string, string> = {};
  let mediaId: string | null = null;
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== 'file' || mediaId) {
        part.file.resume();
        throw new HttpError(400, 'Send one file, in the field “file”');
      }
      const kind = fields.type === 'dancing' ? 'dancing' : 'audio';
      const stored = await storeUpload(deps, userId, kind, part.file, LIMITS.quotaBytes);
      mediaId = stored.id;
    }
    const parsed = multipartFields.safeParse(fields);
    if (!parsed.success) throw invalidFields(parsed.error.issues);
    if (!mediaId)
      throw new HttpError(400, 'Add the recording to save', [
        { path: 'file', message: 'Add the recording to save' },
      ]);
    const id = randomUUID();
    await insertCraft(
      deps.database.db,
      {
        id,
        userId,
        title: sealTitle(deps, id, parsed.data.title),
        type: parsed.data.type,
        mediaId,
      },
      sealTags(deps, id, parsed.data.tags),
    );
    return reload(deps, userId, id);
  } catch (error) {
    if (mediaId) await removeMedia(deps, mediaId);
    const code = (error as { code?: string }).code;
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new HttpError(413, 'This upload has too many parts');
    }
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
      throw new HttpError(415, 'Send the craft as multipart/form-data');
    throw error;
  }
}

export async function editCraft(
  deps: AppDeps,
  userId: string,
  id: string,
  change: { title?: string; content?: string; tags?: string[] },
) {
  const current = await loadCraft(deps.database.db, userId, id);
  if (!current) throw craftNotFound();
  if (change.content !== undefined && current.type !== 'writing')
    throw new HttpError(400, 'Only a writing’s text can be changed');
  await updateCraft(deps.database.db, userId, id, {
    ...(change.title !== undefined ? { title: sealTitle(deps, id, change.title) } : {}),
    ...(change.content !== undefined
      ? { content: sealField(deps.encryption, crafts.content, id, change.content) }
      : {}),
  });
  if (change.tags) await replaceTags(deps.database.db, id, sealTags(deps, id, change.tags));
  return reload(deps, userId, id);
}

/** Trimmed; an empty tag or one the craft already has changes nothing. */
export async function tagCraft(deps: AppDeps, userId: string, id: string, raw: string) {
  const row = await loadCraft(deps.database.db, userId, id);
  if (!row) throw craftNotFound();
  const current = openCraft(deps, row);
  const tag = raw.trim();
  if (tag.length > LIMITS.tagChars)
    throw new HttpError(400, `A tag can be at most ${LIMITS.tagChars} characters`);
  if (tag && !current.tags.includes(tag)) {
    if (current.tags.length >= LIMITS.tagsPerCraft)
      throw new HttpError(400, `A craft can have at most ${LIMITS.tagsPerCraft} tags`);
    await addTag(deps.database.db, id, sealTags(deps, id, [tag])[0]!);
  }
  return reload(deps, userId, id);
}

/** The owner's favourite: likes flips between 0 and 1 and drives "most popular". */
export async function toggleLike(deps: AppDeps, userId: string, id: string) {
  const current = await loadCraft(deps.database.db, userId, id);
  if (!current) throw craftNotFound();
  await updateCraft(deps.database.db, userId, id, { likes: current.likes > 0 ? 0 : 1 });
  return reload(deps, userId, id);
}

export async function removeCraft(deps: AppDeps, userId: string, id: string) {
  const row = await deleteCraft(deps.database.db, userId, id);
  if (!row) throw craftNotFound();
  if (row.mediaId) await removeMedia(deps, row.mediaId);
}
