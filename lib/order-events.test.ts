import { eventLine } from './order-events';

test('an event reads as its status move, its own kind, or a note', () => {
  expect(eventLine('status', 'shipped')).toEqual({ key: 'status', status: 'shipped' });
  expect(eventLine('proof_sent', null)).toEqual({ key: 'proof_sent' });
  expect(eventLine('status', null)).toEqual({ key: 'note' });
  expect(eventLine('something_new', null)).toEqual({ key: 'note' });
});
