// The team's sign-in policy, for owners: whether everyone must use two-factor sign-in. People
// without it are asked to set it up at their next sign-in; open sessions carry on.
import { securityPolicySchema } from '@nodal/shared';
import { getDb, getSecurityPolicy, setSecurityPolicy } from '@nodal/db';
import { requireOwner } from '../src/auth/guards.ts';
import { audit, changedFields } from '../src/audit.ts';
import { api } from '../src/http/handler.ts';
import { parseJson } from '../src/http/parse.ts';
import { json } from '../src/http/respond.ts';

export default api('adminSecurityPolicy', {
  async PUT(req, { ip }) {
    const { user } = await requireOwner(req);
    const { requireTwoFactor } = await parseJson(req, securityPolicySchema);
    await (
      await getDb()
    ).transaction(async (tx) => {
      const before = await getSecurityPolicy(tx);
      await setSecurityPolicy(tx, requireTwoFactor);
      await audit(
        tx,
        { id: user.id, email: user.email, ip },
        'team.policy',
        { type: 'policy', id: null },
        changedFields(before, { requireTwoFactor }),
      );
    });
    return json({ data: { requireTwoFactor } });
  },
});
