import { useSelector } from 'react-redux';
import { loadedOnFirstUse } from '../../layout/loaded-on-first-use';
import { type RootState } from '../../root-state';
import { isElevationOpen } from './elevation-slice';

const selectIsOpen = (state: RootState) => isElevationOpen(state.elevation.status);

// The code form loads the first time a step-up is asked for, not with every page.
const dialog = loadedOnFirstUse(() =>
  import('./elevation-dialog').then((module) => module.ElevationDialog),
);
export const loadElevationDialog = dialog.load;

/** The two-factor elevation modal, open during requesting_otp, replaying and post_elevation_checks. */
export function ElevationModal() {
  const isOpen = useSelector(selectIsOpen);
  return isOpen ? <dialog.Part /> : null;
}
