import { NEW_MEMBER_DAYS, rolesWith } from 'shared-contracts';

const STAFF = rolesWith('moderation.manage')
  .map((role) => `'${role}'`)
  .join(', ');

/** isNewMember (shared-contracts) in SQL, on the account aliased `u`: the one rule, for the forum's badges and the messages' limits. */
export const newMemberSql = (u: string): string => `(${u}.role NOT IN (${STAFF}) AND ${u}.created_at > now() - interval '${NEW_MEMBER_DAYS} days')`;
