/**
 * Styles that hide text from the eye but not from screen readers. In px on purpose: in MUI's
 * `sx`, a width of 1 would mean 100 %.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
