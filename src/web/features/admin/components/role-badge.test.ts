import { describe, expect, it } from 'vitest';
import { roleBadge } from './role-badge';

describe('roleBadge (spec 2.7)', () => {
  it.each([
    ['super_admin', 'destructive', 'SUPER ADMIN'],
    ['admin', 'default', 'ADMIN'],
    ['analyst', 'secondary', 'ANALYST'],
    ['moderator', 'outline', 'MODERATOR'],
    ['content_lead_editor', 'outline', 'CONTENT LEAD EDITOR'],
    ['Super_Admin', 'outline', 'SUPER ADMIN'],
    ['constructor', 'outline', 'CONSTRUCTOR'],
    ['', 'outline', ''],
    [null, 'outline', ''],
    [undefined, 'outline', ''],
  ])('%s → %s badge labelled "%s"', (role, variant, label) => {
    expect(roleBadge(role)).toEqual({ variant, label });
  });
});
