import { type FastifyInstance } from 'fastify';
import { ApiError } from '../../http/envelope';

type FormValue = string | FormValue[] | { [key: string]: FormValue };
type FormObject = { [key: string]: FormValue };

const formLengthMax = 64 * 1024;
const forbiddenKeys = new Set(['__proto__', 'constructor', 'prototype']);

/** `a[b][]` → `['a', 'b', '']`. */
function keyPath(key: string): string[] | null {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match?.[1]) return null;
  const rest = [...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1] ?? '');
  return [match[1], ...rest];
}

/** Objects whose keys are all 0…n-1 become arrays (`d[0][e]=3` → `d: [{ e: '3' }]`). */
function arraysOf(value: FormValue): FormValue {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(arraysOf);
  const keys = Object.keys(value);
  const entries = keys.map((key) => [key, arraysOf(value[key] as FormValue)] as const);
  if (keys.length > 0 && keys.every((key, index) => key === String(index))) {
    return entries.map(([, item]) => item);
  }
  return Object.fromEntries(entries);
}

/**
 * Parses `application/x-www-form-urlencoded` with the bracket keys the client's form mode sends
 * (`a[b]=1`, `c[]=1`, `d[0][e]=3`) into the same shape a JSON body would have.
 */
export function parseFormBody(text: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = keyPath(key);
    if (!path || path.some((part) => forbiddenKeys.has(part))) continue;
    let container: FormObject = root;
    for (let index = 0; index < path.length; index += 1) {
      const part = path[index] ?? '';
      const isLast = index === path.length - 1;
      const next = path[index + 1];
      if (next === '' && index === path.length - 2) {
        const list = container[part];
        const items = Array.isArray(list) ? list : [];
        items.push(value);
        container[part] = items;
        break;
      }
      if (isLast) {
        container[part] = value;
        break;
      }
      const child = container[part];
      if (typeof child !== 'object' || Array.isArray(child)) {
        const created: FormObject = {};
        container[part] = created;
        container = created;
      } else {
        container = child;
      }
    }
  }
  return arraysOf(root) as FormObject;
}

/**
 * Lets the routes of this plugin take form bodies as well as JSON, and treats a call without a
 * body as an empty one (every field of these bodies is optional or checked by the service).
 */
export function acceptFormBodies(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.body === undefined || request.body === null) request.body = {};
    done();
  });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: formLengthMax },
    (_request, body, done) => {
      try {
        done(null, parseFormBody(typeof body === 'string' ? body : body.toString('utf8')));
      } catch {
        done(new ApiError(422, 'invalid_form', 'The request body is not a valid form.'), undefined);
      }
    },
  );
}
