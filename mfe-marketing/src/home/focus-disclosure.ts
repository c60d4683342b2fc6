/** Which focus card is expanded; spec 1 §4 allows at most one at a time. */
export interface FocusDisclosureState {
  openId: string | null;
}

export interface FocusDisclosureAction {
  type: 'toggle';
  id: string;
}

export const initialFocusDisclosure: FocusDisclosureState = { openId: null };

/** Opening a card closes the one that was open; toggling the open card closes it. */
export function focusDisclosureReducer(
  state: FocusDisclosureState,
  action: FocusDisclosureAction,
): FocusDisclosureState {
  return { openId: state.openId === action.id ? null : action.id };
}
