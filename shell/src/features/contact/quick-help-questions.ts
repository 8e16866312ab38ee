export type Question = 'sell' | 'fees' | 'genuine';
export const QUESTIONS: Question[] = ['sell', 'fees', 'genuine'];
