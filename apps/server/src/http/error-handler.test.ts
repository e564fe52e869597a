import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DomainError } from './domain-error.ts';
import { registerErrorHandler } from './error-handler.ts';

// A minimal app with the real handler and compilers, and routes that fail in each way a request can.
const app = Fastify({ bodyLimit: 1024 }).withTypeProvider<ZodTypeProvider>();
app.setValidatorCompiler(validatorCompiler);
app.setSerializerCompiler(serializerCompiler);
registerErrorHandler(app);
app.post(
  '/echo/:id',
  {
    schema: {
      params: z.object({ id: z.coerce.number().int() }),
      querystring: z.object({ page: z.coerce.number().int().min(1).optional() }),
      body: z.object({ email: z.email('email_invalid'), amount: z.number().int() }),
    },
  },
  async (request) => ({ code: 0, message: 'ok', data: { id: request.params.id } }),
);
app.get('/conflict', async () => {
  throw new DomainError('sim_occupied', { cardId: 7 });
});
app.get('/boom', async () => {
  throw new Error('secret internals: password=hunter2');
});

beforeAll(() => app.ready());
afterAll(() => app.close());

describe('error handler', () => {
  it('passes a valid request through', async () => {
    const res = await app.inject({ method: 'POST', url: '/echo/5', payload: { email: 'a@b.co', amount: 1 } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 0, message: 'ok', data: { id: 5 } });
  });

  it('names every failing body field with its rule key', async () => {
    const res = await app.inject({ method: 'POST', url: '/echo/5', payload: { email: 'nope' } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe(40000);
    expect(body.message).toBe('validation_failed');
    expect(body.data.issues).toEqual(
      expect.arrayContaining([
        { in: 'body', field: 'email', rule: 'email_invalid' },
        { in: 'body', field: 'amount', rule: 'field_required' },
      ]),
    );
  });

  it('reports bad path and query parameters where they are', async () => {
    const params = await app.inject({
      method: 'POST',
      url: '/echo/abc',
      payload: { email: 'a@b.co', amount: 1 },
    });
    expect(params.statusCode).toBe(400);
    expect(params.json().data.issues[0]).toMatchObject({ in: 'params', field: 'id' });
    const query = await app.inject({
      method: 'POST',
      url: '/echo/1?page=0',
      payload: { email: 'a@b.co', amount: 1 },
    });
    expect(query.json().data.issues[0]).toEqual({ in: 'query', field: 'page', rule: 'invalid_value' });
  });

  it('answers malformed JSON with 400 malformed_json', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/echo/1',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 40001, message: 'malformed_json', data: null });
  });

  it('answers an oversized body with 413 payload_too_large', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/echo/1',
      payload: { email: 'a@b.co', amount: 1, pad: 'x'.repeat(4096) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('payload_too_large');
  });

  it('maps a domain error to its status, code and details', async () => {
    const res = await app.inject({ method: 'GET', url: '/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 40904, message: 'sim_occupied', data: { cardId: 7 } });
  });

  it('hides the internals of an unexpected failure', async () => {
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 50000, message: 'server_error', data: null });
    expect(res.body).not.toContain('hunter2');
  });
});
