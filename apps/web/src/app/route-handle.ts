/**
 * What a route tells the shell: its screen, whose name (i18n `common:screens`) titles the tab
 * (layouts have none), and the text namespaces its page shows first (issue 22: loaded beside the
 * route's code, not one after another as its components ask for them).
 */
export interface RouteHandle {
  screen?: string;
  texts?: string[];
}
