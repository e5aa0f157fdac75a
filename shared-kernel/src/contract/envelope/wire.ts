import { type Static, type TSchema, Type } from '@sinclair/typebox';

/**
 * The response envelope of api.md §7.1 as it travels (snake_case). Every answer of the /v2 API,
 * success or failure, has all seven keys; the client camelCases them.
 */
export const MessageLevelWire = Type.Union([
  Type.Literal('error'),
  Type.Literal('info'),
  Type.Literal('other'),
]);

export const MessageWire = Type.Object({
  code: Type.Optional(Type.String()),
  level: MessageLevelWire,
  message: Type.String(),
  /** The request field the message is about, when there is one. */
  target: Type.Optional(Type.String()),
});
export type MessageWire = Static<typeof MessageWire>;

export const PageInfoWire = Type.Object({
  limit: Type.Integer({ minimum: 0 }),
  offset: Type.Integer({ minimum: 0 }),
  total: Type.Integer({ minimum: 0 }),
});
export type PageInfoWire = Static<typeof PageInfoWire>;

/** `error` of a failed call: `id` is a stable code such as `invalid_signature` or `2fa_required`. */
export const ErrorDetailWire = Type.Object({ id: Type.String(), message: Type.String() });
export type ErrorDetailWire = Static<typeof ErrorDetailWire>;

/** Field-level errors: request field name → messages. */
export const FieldErrorsWire = Type.Record(Type.String(), Type.Array(Type.String()));
export type FieldErrorsWire = Static<typeof FieldErrorsWire>;

export function EnvelopeWire<Result extends TSchema, Entity extends TSchema>(
  result: Result,
  entity: Entity,
) {
  return Type.Object({
    result,
    entities: Type.Array(entity),
    page_info: Type.Union([PageInfoWire, Type.Null()]),
    links: Type.Record(Type.String(), Type.String()),
    messages: Type.Array(MessageWire),
    errors: Type.Union([Type.Array(MessageWire), FieldErrorsWire]),
    error: Type.Union([ErrorDetailWire, Type.Null()]),
  });
}

/** An envelope whose payload is `result` (entities stay empty). */
export function ResultEnvelopeWire<Result extends TSchema>(result: Result) {
  return EnvelopeWire(result, Type.Unknown());
}

/** An envelope whose payload is the `entities` list (result stays null). */
export function EntitiesEnvelopeWire<Entity extends TSchema>(entity: Entity) {
  return EnvelopeWire(Type.Null(), entity);
}

/** Every failed call: result null, no entities, messages and `error` say what went wrong. */
export const ErrorEnvelopeWire = EnvelopeWire(Type.Null(), Type.Unknown());
export type ErrorEnvelopeWire = Static<typeof ErrorEnvelopeWire>;

/** Money on the wire: a decimal string with two decimals ("20000000.00") and a currency. */
export const MoneyWire = Type.Object({
  amount: Type.String({ pattern: '^-?[0-9]+\\.[0-9]{2}$' }),
  currency: Type.String({ minLength: 3, maxLength: 3 }),
});
export type MoneyWire = Static<typeof MoneyWire>;

// Fields several domains' bodies share. Every body may also arrive form-encoded (`mode: 'form'`):
// the same snake_case keys, nested keys in bracket form, booleans as "true"/"false".

export const Email = Type.String({ maxLength: 254 });

export const Password = Type.String({ maxLength: 200 });

/** A two-factor code as typed: the services check that it is exactly 6 digits. */
export const TwoFactorCode = Type.String({ maxLength: 20 });

/** `limit` and `offset` of a paged list. */
export const PageQueryWire = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
});
export type PageQueryWire = Static<typeof PageQueryWire>;
