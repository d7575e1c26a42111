import type { FastifyRequest } from 'fastify'
import { ApiError, fieldError } from './errors'

/**
 * The one file of a multipart call's body, at most `maxBytes`, or null when none was sent. A body
 * that is not well-formed multipart (another boundary, cut short) is a 400 on `file`; too large a
 * file is a 413.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ data: Buffer; filename: string; mimetype: string } | null> {
  const tooLarge = () => {
    const message = `Upload a file of at most ${maxBytes / 1024 / 1024} MB`
    return new ApiError(413, 'PAYLOAD_TOO_LARGE', message, [{ field: 'file', message }])
  }
  // Only the body can fail here: the stream ends early, or busboy cannot read it. The
  // multipart plugin's own errors carry their status (a __proto__ field, a limit).
  const malformed = (error: unknown) => {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge()
    if (typeof (error as { statusCode?: unknown }).statusCode === 'number') return error
    return fieldError('file', 'Send the file as well-formed multipart/form-data')
  }
  try {
    const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } })
    if (!part) return null
    const data = await part.toBuffer()
    if (part.file.truncated) throw tooLarge()
    return { data, filename: part.filename, mimetype: part.mimetype }
  } catch (error) {
    throw error instanceof ApiError ? error : malformed(error)
  }
}
