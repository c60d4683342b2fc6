import { focusDisclosureReducer, initialFocusDisclosure } from '../../src/home/focus-disclosure.js';

describe('focusDisclosureReducer', () => {
  it('starts with every card closed', () => {
    expect(initialFocusDisclosure.openId).toBeNull();
  });

  it('opens the toggled card', () => {
    expect(focusDisclosureReducer(initialFocusDisclosure, { type: 'toggle', id: 'a' })).toEqual({
      openId: 'a',
    });
  });

  it('closes the open card when it is toggled again', () => {
    expect(focusDisclosureReducer({ openId: 'a' }, { type: 'toggle', id: 'a' })).toEqual({ openId: null });
  });

  it('keeps one card open at a time: opening another closes the first', () => {
    expect(focusDisclosureReducer({ openId: 'a' }, { type: 'toggle', id: 'b' })).toEqual({ openId: 'b' });
  });
});
