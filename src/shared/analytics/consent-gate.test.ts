import { describe, expect, it } from 'vitest';
import { type TrackingContext, trackingRefusal } from './consent-gate';

const visitor: TrackingContext = {
  signedIn: false,
  impersonating: false,
  memberAllowed: false,
  visitorAllowed: true,
  globalPrivacyControl: false,
  staff: false,
  pagePath: '/library',
};
const member: TrackingContext = { ...visitor, signedIn: true, memberAllowed: true, visitorAllowed: null };

describe('trackingRefusal (consent first)', () => {
  it.each<[string, TrackingContext, ReturnType<typeof trackingRefusal>]>([
    ['a visitor who allowed analytics', visitor, null],
    ['a visitor who has not chosen (consent missing)', { ...visitor, visitorAllowed: null }, 'no-consent'],
    ['a visitor who refused analytics', { ...visitor, visitorAllowed: false }, 'no-consent'],
    ['a visitor who allowed but sends Global Privacy Control', { ...visitor, globalPrivacyControl: true }, 'gpc'],
    ['a member with consent and the setting on', member, null],
    ['a member whose consent is withdrawn or whose setting is off', { ...member, memberAllowed: false }, 'no-consent'],
    [
      'a member whose browser cookie allows, but whose account does not',
      { ...member, memberAllowed: false, visitorAllowed: true },
      'no-consent',
    ],
    ['a member sending Global Privacy Control', { ...member, globalPrivacyControl: true }, 'gpc'],
    ['staff acting as a member', { ...member, impersonating: true }, 'impersonating'],
    ['a member on an admin path', { ...member, pagePath: '/admin/analytics' }, 'admin-path'],
    ['a visitor on /admin', { ...visitor, pagePath: '/admin' }, 'admin-path'],
    ['staff on an admin path', { ...member, staff: true, pagePath: '/admin/traffic' }, null],
    ['a page whose name only starts like admin', { ...member, pagePath: '/administration-tips' }, null],
  ])('%s', (_label, context, expected) => {
    expect(trackingRefusal(context)).toBe(expected);
  });
});
