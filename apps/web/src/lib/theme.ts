import { createTheme, darken, type Theme } from '@mui/material/styles';

/** Spec §3: the theme's name, stored as `appTheme`; the only theme. */
export const THEME_NAME = 'PureLightTheme';

/** Spec §9 constants. */
export const layout = { sidebarWidth: 290, headerHeight: 80 } as const;
const radiusPx = { sm: 6, md: 10, lg: 12, xl: 16 } as const;
/**
 * Spec §9's border radii, the only ones: small marks and bars (sm), controls and media (md),
 * tiles and bubbles (lg), cards and panels (xl). Strings: a number in `sx` would be multiplied
 * by the theme's shape.borderRadius (10).
 */
export const radius = {
  sm: `${radiusPx.sm}px`,
  md: `${radiusPx.md}px`,
  lg: `${radiusPx.lg}px`,
  xl: `${radiusPx.xl}px`,
} as const;

/** Spec §9's colours. */
export const colors = {
  primary: '#1A1B2D',
  secondary: '#6E759F',
  success: '#57CA22',
  warning: '#FFA319',
  error: '#FF1943',
  info: '#33C2FF',
};

/**
 * The keyboard's focus ring: an outline, which follows the element's own border radius (a box
 * shadow or MUI's focus ripple draws a square or a blob around a rounded card). Inset where
 * the element fills a list or a tab bar that would cut it off.
 */
const focusRing = { outline: `2px solid ${colors.primary}`, outlineOffset: 2 } as const;
const insetFocusRing = { ...focusRing, outlineOffset: -2 } as const;

/**
 * PureLightTheme (spec §9). The spec's colours are the palette's main colours; where text in a
 * light colour on white would fail WCAG AA contrast, text uses a darker shade of the same hue.
 */
function createAppTheme(direction: 'ltr' | 'rtl') {
  const textShade = (color: string, amount: number) => darken(color, amount);
  return createTheme({
    direction,
    palette: {
      mode: 'light',
      primary: { main: colors.primary },
      secondary: { main: colors.secondary, dark: textShade(colors.secondary, 0.25) },
      success: { main: colors.success, dark: textShade(colors.success, 0.45) },
      warning: { main: colors.warning, dark: textShade(colors.warning, 0.5) },
      error: { main: colors.error, dark: textShade(colors.error, 0.3) },
      info: { main: colors.info, dark: textShade(colors.info, 0.5) },
      text: { primary: colors.primary, secondary: textShade(colors.secondary, 0.25) },
      background: { default: '#F2F5F9', paper: '#FFFFFF' },
    },
    breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1840 } },
    shape: { borderRadius: radiusPx.md },
    spacing: 9,
    typography: {
      // Spec §9: museo-sans when the deployment provides it, else the self-hosted Nunito Sans;
      // Arabic script from the device's own fonts (decision 023).
      fontFamily:
        '"museo-sans", "Nunito Sans Variable", "Noto Sans Arabic", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      button: { textTransform: 'none', fontWeight: 700 },
      h1: { fontSize: '2rem', fontWeight: 700 },
      h2: { fontSize: '1.6rem', fontWeight: 700 },
      h3: { fontSize: '1.3rem', fontWeight: 700 },
    },
    components: {
      // Anything focusable that styles no focus of its own (a link, a card with tabIndex).
      MuiCssBaseline: {
        styleOverrides: {
          ':where(a, summary, [tabindex]:not([tabindex="-1"])):focus-visible': focusRing,
        },
      },
      MuiButtonBase: {
        styleOverrides: { root: { '&.Mui-focusVisible': focusRing } },
      },
      MuiIconButton: { defaultProps: { disableFocusRipple: true } },
      MuiFab: { defaultProps: { disableFocusRipple: true } },
      MuiTab: {
        defaultProps: { disableFocusRipple: true },
        styleOverrides: { root: { '&.Mui-focusVisible': insetFocusRing } },
      },
      MuiMenuItem: { styleOverrides: { root: { '&.Mui-focusVisible': insetFocusRing } } },
      MuiFormHelperText: {
        styleOverrides: {
          root: ({ theme }) => ({ '&.Mui-error': { color: theme.palette.error.dark } }),
        },
      },
      MuiFormLabel: {
        styleOverrides: {
          root: ({ theme }) => ({ '&.Mui-error': { color: theme.palette.error.dark } }),
        },
      },
      MuiButton: {
        defaultProps: { disableFocusRipple: true },
        styleOverrides: {
          // The spec's red (#FF1943) is below 4.5:1 as text on white and under white text:
          // red buttons use its dark shade.
          root: ({ theme, ownerState }) => ({
            borderRadius: radius.md,
            ...(ownerState.color === 'error' && {
              '&:not(.Mui-disabled)':
                ownerState.variant === 'contained'
                  ? { backgroundColor: theme.palette.error.dark }
                  : { color: theme.palette.error.dark, borderColor: theme.palette.error.dark },
            }),
          }),
        },
      },
      // MUI's default grey for unselected toggles is below 4.5:1 on white.
      MuiToggleButton: {
        defaultProps: { disableFocusRipple: true },
        styleOverrides: {
          root: ({ theme }) => ({
            color: theme.palette.text.primary,
            '&.Mui-selected': { color: theme.palette.primary.dark },
          }),
        },
      },
      MuiDialog: { defaultProps: { maxWidth: 'sm' } },
      MuiCircularProgress: { defaultProps: { size: 50 } },
    },
  });
}

const appThemes = new Map<'ltr' | 'rtl', Theme>();

/**
 * The app's theme for a direction, made once: making it is a long step on a phone, which the
 * app's start takes in a task of its own, before the first render (issue 22).
 */
export function appTheme(direction: 'ltr' | 'rtl') {
  let theme = appThemes.get(direction);
  if (!theme) appThemes.set(direction, (theme = createAppTheme(direction)));
  return theme;
}
