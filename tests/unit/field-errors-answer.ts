/** A 400 answer of the API with one error per field, as the console receives it. */
export function fieldErrorsAnswer(errors: { field: string; message: string }[]) {
  return { status: 400, body: { errorCode: 'VALIDATION_FAILED', message: 'Invalid input', errors } }
}
