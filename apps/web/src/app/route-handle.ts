/** What a route tells the shell: its screen, whose name (i18n `common:screens`) titles the tab. */
export interface RouteHandle {
  screen: string;
}
