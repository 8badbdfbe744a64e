/** @jest-environment node */
import { orderMoveSchema, proofDecisionSchema, quoteSchema } from '@/lib/api/contract/orders';
import { validate } from '@/lib/validation/kit';
import { canMove, moveProblem, NEXT_STATUS, openMoves } from './flow';
import { timelineOf } from './views';

describe('the order state machine', () => {
  it('goes forward one step at a time, the sample optional, cancelled before shipping only', () => {
    expect(canMove('inquiry', 'quoted')).toBe(true);
    expect(canMove('quoted', 'sample')).toBe(true);
    expect(canMove('quoted', 'proof')).toBe(true);
    expect(canMove('sample', 'proof')).toBe(true);
    expect(canMove('proof', 'production')).toBe(true);
    expect(canMove('production', 'shipped')).toBe(true);
    expect(canMove('shipped', 'delivered')).toBe(true);
    expect(canMove('delivered', 'closed')).toBe(true);
    expect(canMove('inquiry', 'production')).toBe(false);
    expect(canMove('quoted', 'production')).toBe(false);
    expect(canMove('delivered', 'inquiry')).toBe(false);
    for (const from of ['inquiry', 'quoted', 'sample', 'proof', 'production'] as const) expect(canMove(from, 'cancelled')).toBe(true);
    for (const from of ['shipped', 'delivered', 'closed', 'cancelled'] as const) expect(canMove(from, 'cancelled')).toBe(false);
    expect(NEXT_STATUS.closed).toEqual([]);
    expect(NEXT_STATUS.cancelled).toEqual([]);
  });

  it('checks each move’s condition: a quote, its acceptance, an approved proof, tracking', () => {
    const facts = { hasQuote: false, quoteDecision: null, latestProof: null, shipping: { carrier: '', trackingNumber: '' } } as const;
    expect(moveProblem('inquiry', 'quoted', facts)).toBe('needsQuote');
    expect(moveProblem('quoted', 'proof', { ...facts, hasQuote: true })).toBe('needsAcceptance');
    expect(moveProblem('quoted', 'proof', { ...facts, hasQuote: true, quoteDecision: 'accepted' })).toBeNull();
    expect(moveProblem('proof', 'production', { ...facts, latestProof: 'changes_requested' })).toBe('needsApprovedProof');
    expect(moveProblem('proof', 'production', { ...facts, latestProof: 'approved' })).toBeNull();
    expect(moveProblem('production', 'shipped', facts)).toBe('needsTracking');
    expect(moveProblem('production', 'shipped', { ...facts, shipping: { carrier: 'SF', trackingNumber: 'SF1' } })).toBeNull();
    expect(moveProblem('shipped', 'inquiry', facts)).toBe('badTransition');
    expect(openMoves('quoted', { hasQuote: true, quoteDecision: null, latestProof: null })).toEqual(['cancelled']);
    expect(openMoves('quoted', { hasQuote: true, quoteDecision: 'accepted', latestProof: null })).toEqual(['sample', 'proof', 'cancelled']);
  });

  it('draws a timeline of the reached steps with their dates, the skipped sample left out', () => {
    const at = (d: number) => new Date(Date.UTC(2026, 0, d));
    const events = [
      { kind: 'status', status: 'inquiry' as const, createdAt: at(1) },
      { kind: 'quote', status: null, createdAt: at(2) },
      { kind: 'status', status: 'quoted' as const, createdAt: at(2) },
      { kind: 'status', status: 'proof' as const, createdAt: at(5) },
    ];
    const steps = timelineOf('proof', events);
    expect(steps.map((s) => s.status)).toEqual(['inquiry', 'quoted', 'proof', 'production', 'shipped', 'delivered', 'closed']);
    expect(steps.find((s) => s.current)?.status).toBe('proof');
    expect(steps[2].reached_at).toBe(at(5).toISOString());
    expect(steps[3].reached_at).toBeNull();
    expect(timelineOf('quoted', events.slice(0, 3)).map((s) => s.status)).toContain('sample');
    expect(timelineOf('cancelled', [...events, { kind: 'status', status: 'cancelled' as const, createdAt: at(6) }]).map((s) => s.status)).toEqual([
      'inquiry',
      'quoted',
      'proof',
      'cancelled',
    ]);
  });
});

describe('the inputs of orders', () => {
  it('reads a quote in major units into minor units of its currency', () => {
    const q = validate(quoteSchema, {
      currency: 'USD',
      unit_price: '2.35',
      quantity: '500',
      sample_fee: '40',
      shipping_fee: '',
      lead_time_days: '20',
      updated_at: '2026-01-01T00:00:00.000Z',
    });
    expect(q.ok && q.value).toMatchObject({ currency: 'USD', breaks: [{ unitPrice: 235, quantity: 500 }], sampleFee: 4000, shippingFee: 0, leadTimeDays: 20 });
    const jpy = validate(quoteSchema, { currency: 'JPY', unit_price: '2.5', quantity: 1, updated_at: '2026-01-01T00:00:00Z' });
    expect(jpy.ok ? null : jpy.errors).toEqual({ unit_price: expect.objectContaining({ key: 'invalid' }) });
    const bad = validate(quoteSchema, { currency: 'XXX', unit_price: '', quantity: '-1' });
    expect(bad.ok ? null : Object.keys(bad.errors).sort()).toEqual(['currency', 'quantity', 'unit_price']);
    // A wrong amount is reported together with another field's mistake, not one round later.
    const both = validate(quoteSchema, { currency: 'USD', unit_price: 'abc', quantity: 0, updated_at: '2026-01-01T00:00:00Z' });
    expect(both.ok ? null : Object.keys(both.errors).sort()).toEqual(['quantity', 'unit_price']);
    // Each amount within its limit, but a total past what the statement can sum exactly.
    const huge = validate(quoteSchema, { currency: 'USD', unit_price: '9999999', quantity: 9_999_999, updated_at: '2026-01-01T00:00:00Z' });
    expect(huge.ok ? null : huge.errors).toEqual({ unit_price: expect.objectContaining({ key: 'invalid' }) });
    expect(validate(quoteSchema, { currency: 'USD', unit_price: '9999999', quantity: 1000, updated_at: '2026-01-01T00:00:00Z' }).ok).toBe(true);
  });

  it('needs a note to ask for changes, and carrier and tracking to ship', () => {
    expect(validate(proofDecisionSchema, { decision: 'changes', note: ' ' })).toEqual({ ok: false, errors: { note: { key: 'required' } } });
    expect(validate(proofDecisionSchema, { decision: 'approve' }).ok).toBe(true);
    expect(validate(proofDecisionSchema, { decision: 'maybe' }).ok).toBe(false);
    const ship = validate(orderMoveSchema, { status: 'shipped', updated_at: '2026-01-01T00:00:00Z' });
    expect(ship.ok ? null : Object.keys(ship.errors).sort()).toEqual(['carrier', 'tracking_number']);
  });
});
