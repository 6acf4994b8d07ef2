import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { UndecryptableError } from '../lib/encryption';

/** An error whose message is meant for the person using the app. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: { path: string; message: string }[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (what = 'Not found') => new HttpError(404, what);

const GENERIC = 'Something went wrong on our side. Please try again in a moment.';

/** A stored value that does not open where it is: changed or moved outside the app, or its key is not given. */
export const UNDECRYPTABLE =
  'Some of this data could not be decrypted: it was changed outside MoodCraft, or its key is missing. Please tell whoever runs this service.';

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but says it is JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported here',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body length does not match its Content-Length',
  FST_ERR_CTP_INVALID_TYPE: 'The Content-Type header is not valid',
  FST_ERR_VALIDATION: 'The request is not valid',
  FST_ERR_BAD_URL: 'The address is not valid',
  FST_ERR_ASYNC_CONSTRAINT: 'The address is not valid',
  FST_PARTS_LIMIT: 'This upload has too many parts',
  FST_FILES_LIMIT: 'This upload has too many parts',
  FST_FIELDS_LIMIT: 'This upload has too many parts',
  FST_PROTO_VIOLATION: 'This upload has a field name that is not allowed',
};

const BROKEN_UPLOAD =
  'The upload did not arrive whole or is not valid multipart/form-data. Please try again.';

/** A multipart body that was cut off or has no boundary: the sender's problem, not a server failure. */
const isBrokenMultipart = (error: { code?: string; message?: string }) =>
  error.code === 'ERR_STREAM_PREMATURE_CLOSE' ||
  /^Multipart: Boundary not found$|unexpected end of multipart data/i.test(error.message ?? '');

/** PostgreSQL refused a character it cannot store in text (a NUL byte): bad input, not a 500. */
const isUnstorableText = (error: { code?: string; cause?: unknown }) =>
  [error.code, (error.cause as { code?: string } | undefined)?.code].some(
    (code) => code === '22021' || code === '22P05',
  );

/** The validation library's own wording, which is for developers, not for the person reading. */
const LIBRARY_WORDING =
  /^(Invalid input|Invalid option|Invalid string|Invalid (uuid|UUID|email|url|URL|ISO|date|format|literal|key|element|union|enum|number|type|value)|Too (small|big)|Unrecognized keys?|Required$|Expected |Number must|String must|Array must)|expected .+, received/;

type LibraryIssue = {
  code?: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  input?: unknown;
  keys?: string[];
  values?: unknown[];
};

/** "params.primaryEmotion" → "Primary emotion". */
const labelOf = (path: string) => {
  const last =
    path
      .split('.')
      .filter((p) => !/^\d+$/.test(p))
      .pop() ?? '';
  const words = last
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'This value';
};

/**
 * A field's problem in plain words. Schemas name their own messages; where one does not, the
 * library's wording (such as "Too small: expected string to have >=20 characters") is put in words
 * a person understands, so it never reaches a page.
 */
function plainMessage(message: string, path: string, issue: LibraryIssue | undefined) {
  if (!LIBRARY_WORDING.test(message)) return message;
  const name = labelOf(path);
  const count = (n: number | bigint | undefined) => Number(n ?? 0);
  switch (issue?.code) {
    case 'too_small':
      if (issue.origin === 'string')
        return count(issue.minimum) <= 1
          ? `${name} is required`
          : `${name} must be at least ${count(issue.minimum)} characters`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return `${name} needs at least ${count(issue.minimum)}`;
      return `${name} must be at least ${count(issue.minimum)}`;
    case 'too_big':
      if (issue.origin === 'string')
        return `${name} must be at most ${count(issue.maximum)} characters`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return `${name} can have at most ${count(issue.maximum)}`;
      return `${name} must be at most ${count(issue.maximum)}`;
    case 'invalid_type':
      return issue.input === undefined
        ? `${name} is required`
        : `${name} is not the right kind of value`;
    case 'invalid_value':
      return issue.values?.length && issue.values.length <= 12
        ? `${name} must be one of: ${issue.values.map(String).join(', ')}`
        : `${name} is not one of the choices`;
    case 'unrecognized_keys':
      return `Not accepted here: ${(issue.keys ?? []).join(', ')}`;
    case 'invalid_format':
      return `${name} is not in the right format`;
    default:
      return `${name} is not valid`;
  }
}

/** A 400 for a value a handler checked itself, each problem on its field, in plain words. */
export function invalidFields(
  issues: readonly ({ path: readonly PropertyKey[]; message: string } & LibraryIssue)[],
) {
  const errors = issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    return { path, message: plainMessage(issue.message, path, issue) };
  });
  return new HttpError(400, errors[0]?.message ?? 'The request is not valid', errors);
}

const fieldPath = (instancePath: string, context: string | undefined) => {
  const inner = instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (context && context !== 'body') return inner ? `${context}.${inner}` : context;
  return inner || (context ?? '');
};

function toErrorBody(error: FastifyError | HttpError, request: FastifyRequest) {
  if (error instanceof HttpError) {
    return { status: error.statusCode, body: { message: error.message, errors: error.errors } };
  }
  if (error instanceof UndecryptableError) return { status: 500, body: { message: UNDECRYPTABLE } };
  if (request.isMultipart() && isBrokenMultipart(error))
    return { status: 400, body: { message: BROKEN_UPLOAD } };
  if (isUnstorableText(error)) {
    return {
      status: 400,
      body: {
        message:
          'The text contains a character that cannot be saved (a NUL byte). Remove it and try again.',
      },
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = error.validation.map((issue) => {
      const path = fieldPath(issue.instancePath, error.validationContext);
      return {
        path,
        message:
          issue.instancePath === '/' && error.validationContext === 'body'
            ? 'The request body must be a JSON object'
            : plainMessage(issue.message ?? '', path, {
                code: issue.keyword,
                ...(issue.params as LibraryIssue | undefined),
              }),
      };
    });
    return {
      status: 400,
      body: { message: errors[0]?.message ?? 'The request is not valid', errors },
    };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const message = (error.code && FRAMEWORK_MESSAGES[error.code]) || error.message;
    return { status, body: { message } };
  }
  return { status: 500, body: { message: GENERIC } };
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler(
    (error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) => {
      const { status, body } = toErrorBody(error, request);
      if (status >= 500) {
        if (isResponseSerializationError(error))
          request.log.error({ err: error }, 'Response failed its schema');
        else request.log.error({ err: error }, 'Request failed');
      } else if (status === 401 || status === 403) {
        request.log.info({ status, url: request.routeOptions.url }, 'Request refused');
      }
      if (error instanceof HttpError && error.headers) void reply.headers(error.headers);
      if (status === 429 && !reply.getHeader('retry-after')) void reply.header('retry-after', '60');
      void reply.code(status).type('application/json; charset=utf-8');
      return reply.send(body);
    },
  );
}
