/** The agenda card's texts, translated on the server (the agenda namespace is not sent to every page). */
export type AgendaCardLabels = {
  goToCourse: string;
  notifyMe: string;
  scheduled: string;
  preSale: string;
  comingSoon: string;
  scheduleFailed: string;
};
