import { describe, expect, it } from 'vitest';
import { preselection } from './topics';

describe('preselection from the address', () => {
  it.each([
    ['?topic=points&plan=gold', { topic: 'points', plan: 'gold' }],
    ['?topic=group-course', { topic: 'group-course', plan: '' }],
    ['?topic=other', { topic: 'other', plan: '' }],
    // A plan implies points; with another topic it is dropped.
    ['?plan=silver', { topic: 'points', plan: 'silver' }],
    ['?topic=group-course&plan=gold', { topic: 'group-course', plan: '' }],
  ])('%s chooses what it names', (search, expected) => {
    expect(preselection(search)).toEqual(expected);
  });

  it.each([
    '',
    '?topic=POINTS',
    '?topic=<script>&plan=platinum',
    '?topic=points%00&plan=gold%20',
    '?topic=constructor&plan=__proto__',
  ])('ignores what is not one of ours: %s', (search) => {
    const { topic, plan } = preselection(search);
    expect(['', 'points']).toContain(topic);
    expect(plan).toBe('');
  });

  it('keeps a valid topic when the plan is garbage', () => {
    expect(preselection('?topic=points&plan=diamond')).toEqual({ topic: 'points', plan: '' });
  });
});
