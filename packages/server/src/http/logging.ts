/**
 * What the log may hold of a request or an error (docs/adr/0009): the method and the route's pattern,
 * and an error's kind, code, message and stack. Never headers (cookies), query strings, bodies, nor the
 * parameters a failed query carries on its error object.
 */
export const requestForLog = (request: { method?: string; routeOptions?: { url?: string } }) => ({
  method: request.method,
  route: request.routeOptions?.url,
});

export const errorForLog = (error: unknown) => {
  const e = (error ?? {}) as { name?: unknown; code?: unknown; message?: unknown; stack?: unknown };
  return {
    type: typeof e.name === 'string' ? e.name : 'Error',
    ...(typeof e.code === 'string' ? { code: e.code } : {}),
    message: typeof e.message === 'string' ? e.message : String(error),
    stack: typeof e.stack === 'string' ? e.stack : '',
  };
};
