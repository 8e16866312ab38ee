/** connect-pg-simple's table, created by a migration (the store never creates it at run time). */
export const SESSION_TABLE = 'user_sessions';
