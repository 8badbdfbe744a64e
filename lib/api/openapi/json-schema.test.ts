/** @jest-environment node */
import { date, fields, localizedList, localizedText, oneOf, positiveInt, text, ticked, tokenList, validate, wholeNumber, yesNo } from '@/lib/validation/kit';
import { jsonSchemaOf } from './json-schema';

const form = fields({
  name: text({ max: 80, min: 2, required: true }),
  note: text({ max: 500 }),
  id: positiveInt({ key: 'product', max: 99 }),
  sort: oneOf(['new', 'name'] as const, { key: 'choice', fallback: 'new' }),
  day: date(),
  agree: ticked('policy'),
  public: yesNo(false),
  title: localizedText({ max: 120, required: true }),
  options: localizedList({ max: 40, maxItems: 5 }),
  files: tokenList({ pattern: /^[0-9a-f]{32}$/, maxItems: 5, key: 'invalid', tooMany: 'tooManyFiles' }),
  count: wholeNumber({ min: 0, max: 10, fallback: 1 }),
  stock: wholeNumber({ min: 0, max: 10 }),
});

describe('the kit as JSON Schema', () => {
  const schema = jsonSchemaOf(form) as { properties: Record<string, Record<string, unknown>>; required: string[] };

  it("states each builder's type and limits", () => {
    expect(schema.properties.name).toEqual({ type: 'string', maxLength: 79, minLength: 2 });
    expect(schema.properties.id).toEqual({ type: 'integer', minimum: 1, maximum: 99 });
    expect(schema.properties.sort).toEqual({ type: 'string', enum: ['new', 'name'], default: 'new' });
    expect(schema.properties.day).toMatchObject({ type: 'string' });
    expect(schema.properties.agree).toEqual({ type: 'boolean', const: true });
    expect(schema.properties.public).toEqual({ type: 'boolean', default: false });
    expect(schema.properties.title).toMatchObject({ type: 'object', additionalProperties: { type: 'string', maxLength: 119 }, required: ['zh-CN'] });
    expect(schema.properties.options).toMatchObject({ type: 'object' });
    expect(schema.properties.files.anyOf).toContainEqual({ type: 'array', items: { type: 'string', pattern: '^[0-9a-f]{32}$' }, maxItems: 5, uniqueItems: true });
    expect(schema.properties.count).toEqual({ type: 'integer', minimum: 0, maximum: 10, default: 1 });
  });

  it('lists the fields a client must send', () => {
    expect(schema.required.sort()).toEqual(['agree', 'name', 'stock', 'title']);
  });

  it('leaves validation as it was', () => {
    const checked = validate(form, { name: '  Ada ', agree: 'on', title: { 'zh-CN': '标题' }, stock: '3' });
    expect(checked).toEqual({ ok: true, value: expect.objectContaining({ name: 'Ada', note: '', id: null, sort: 'new', agree: true, count: 1, stock: 3 }) });
    expect(validate(form, { name: 'A', agree: true, title: {}, stock: 1 })).toMatchObject({ ok: false, errors: { name: { key: 'tooShort' }, 'title.zh-CN': { key: 'required' } } });
  });
});
