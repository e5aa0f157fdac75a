import { lazy, Suspense, type ComponentType } from 'react';
import { useSelector } from 'react-redux';
import { type RootState } from '../../root-state';
import { isElevationOpen } from './elevation-slice';

export const elevationTitle = '2 factor authentication is required to complete this action';

const selectIsOpen = (state: RootState) => isElevationOpen(state.elevation.status);

// The code form loads the first time a step-up is asked for, not with every page.
let LoadedDialog: ComponentType | null = null;
/** Loads the elevation dialog (tests load it up front, so it renders at once). */
export function loadElevationDialog() {
  return import('./elevation-dialog').then((module) => {
    LoadedDialog = module.ElevationDialog;
    return { default: module.ElevationDialog };
  });
}
const LazyDialog = lazy(loadElevationDialog);

/** The two-factor elevation modal, open during requesting_otp, replaying and post_elevation_checks. */
export function ElevationModal() {
  const isOpen = useSelector(selectIsOpen);
  if (!isOpen) return null;
  if (LoadedDialog) return <LoadedDialog />;
  return (
    <Suspense fallback={null}>
      <LazyDialog />
    </Suspense>
  );
}
