import { describe, expect, it } from 'vitest';
import { actionDetail, describeAction } from './audit-words';

describe('audit log words', () => {
  it.each([
    ['staff_role.set', { from: null, to: 'super_admin' }, 'Changed a staff role: made super admin'],
    ['staff_role.set', { from: 'user', to: 'analyst' }, 'Changed a staff role: made analyst'],
    ['staff_role.set', { from: 'super_admin', to: 'analyst' }, 'Changed a staff role: from super admin to analyst'],
    ['staff_role.set', { from: 'admin', to: null }, 'Changed a staff role: admin role removed'],
    ['staff_role.set', {}, 'Changed a staff role'],
    ['tier.grant', { grantId: 'g1', tier: 'elite', expiresAt: null }, 'Gave a membership: elite'],
    ['launch_gate.set', { gated: true }, 'Changed the launch gate: turned on'],
    ['launch_gate.set', { gated: false }, 'Changed the launch gate: turned off'],
    ['contact_message.status', { messageId: 'm1', status: 'answered' }, 'Changed the status of a contact message'],
  ])('%s with %o reads "%s"', (action, details, words) => {
    const detail = actionDetail({ action, details });
    expect(detail ? `${describeAction(action)}: ${detail}` : describeAction(action)).toBe(words);
  });
});
