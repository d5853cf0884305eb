/** What a route tells the shell: its title key in i18n `common:screens`. */
export interface RouteHandle {
  screen: string;
}
