import type { FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES, textProblem, uploadMessages } from '@oja/contracts';
import { AppError, badRequest } from '../../lib/app-error.ts';

/** Room for the multipart boundaries, part headers and the few text fields around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;

export interface ReceivedFile {
  filename: string;
  mimetype: string;
  buffer: Buffer;
}

export const tooLarge = () =>
  new AppError('PAYLOAD_TOO_LARGE', uploadMessages.tooLarge, undefined, { connection: 'close' });

/** @fastify/multipart's errors for a body with more files, fields or parts than one upload has. */
const TOO_MANY = new Set(['FST_FILES_LIMIT', 'FST_FIELDS_LIMIT', 'FST_PARTS_LIMIT']);

/**
 * Reads a multipart body holding one file (field `file`) and text fields. A declared length above the
 * limit is refused before any of the body is read; otherwise the stream stops at the limit.
 */
export async function readSingleFile(
  request: FastifyRequest,
): Promise<{ file: ReceivedFile; fields: Record<string, string> }> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD) throw tooLarge();
  if (!request.isMultipart()) throw badRequest(uploadMessages.fileRequired);

  const fields: Record<string, string> = {};
  let file: ReceivedFile | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 },
      // Keep the name as sent, so a name with a path in it is refused rather than quietly cut to its end.
      preservePath: true,
    })) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (part.fieldname === 'file') file = { filename: part.filename, mimetype: part.mimetype, buffer };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (TOO_MANY.has(code)) throw badRequest(uploadMessages.tooManyParts);
    throw error;
  }
  if (!file) throw badRequest(uploadMessages.fileRequired);
  // Text fields of a multipart body follow the rule of every other request text (decision 018).
  const problems = Object.entries(fields).flatMap(([name, value]) => {
    const message = textProblem(value, 'single-line');
    return message ? [{ path: `body.${name}`, message }] : [];
  });
  if (problems.length > 0) throw badRequest(problems[0]!.message, problems);
  return { file, fields };
}
