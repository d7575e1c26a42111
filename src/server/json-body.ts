import { BODY_LIMITS } from '@domain/call'
import type { FastifyInstance } from 'fastify'
import { ApiError } from './errors'

const code = (char: string) => char.charCodeAt(0)
const [QUOTE, BACKSLASH, COMMA] = [code('"'), code('\\'), code(',')]
const [OPEN_OBJECT, OPEN_ARRAY, CLOSE_OBJECT, CLOSE_ARRAY] = [code('{'), code('['), code('}'), code(']')]

/**
 * What makes a JSON text too costly to take, read in one pass over the raw text (strings
 * skipped): nesting deeper than `BODY_LIMITS.depth`, or more than `BODY_LIMITS.values` values.
 * Every later step (parsing, the text checks, the schema) walks each value, some of them once
 * per level, so a body within both limits costs little whatever its shape.
 */
export function jsonBodyProblem(text: string): string | undefined {
  let depth = 0
  let values = 1
  for (let at = 0; at < text.length; at++) {
    const char = text.charCodeAt(at)
    if (char === QUOTE) {
      for (at++; at < text.length && text.charCodeAt(at) !== QUOTE; at++) {
        if (text.charCodeAt(at) === BACKSLASH) at++
      }
    } else if (char === OPEN_OBJECT || char === OPEN_ARRAY) {
      if (++depth > BODY_LIMITS.depth) return `The body nests deeper than ${BODY_LIMITS.depth} levels`
    } else if (char === CLOSE_OBJECT || char === CLOSE_ARRAY) {
      depth--
    } else if (char === COMMA && ++values > BODY_LIMITS.values) {
      return `The body holds more than ${BODY_LIMITS.values} values`
    }
  }
  return undefined
}

/**
 * JSON bodies are read up to the route's body limit (each call's from its entry, 413 beyond),
 * checked by `jsonBodyProblem` (400), then parsed by Fastify's own parser, which refuses
 * `__proto__` and `constructor.prototype` keys.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string
    const problem = jsonBodyProblem(text)
    if (problem) return done(new ApiError(400, 'VALIDATION_FAILED', problem), undefined)
    parse(request, text, done)
  })
}
