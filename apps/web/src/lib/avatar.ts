/** The picture shown for a person without one of their own. */
export const AVATAR_PLACEHOLDER = '/avatar-placeholder.svg';
