import type { QuizFormProps } from '@/components/classroom/QuizForm';

/**
 * What the classroom page reads on the server for a QUIZ lecture and hands to the quiz island:
 * everything QuizForm shows before the learner acts (its actions are the island's GraphQL calls).
 */
export type QuizViewData = Omit<QuizFormProps, 'startAttempt' | 'submit' | 'confirmAnswer' | 'headingLevel'>;
