import type { AbstractIntlMessages } from 'next-intl';

/**
 * The `course.viewer` messages out of a language's messages: the only texts the course page's
 * viewer island needs on the client (the layout sends a few namespaces, and not `course`).
 */
export function courseViewerMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  const course = messages.course as AbstractIntlMessages | undefined;
  return (course?.viewer as AbstractIntlMessages | undefined) ?? {};
}
