import { createContext, useContext } from 'react';
import { CRAFT_PROMPTS } from '../features/dashboard/dashboard-content';

/**
 * A page drawn at build time for a signed-in person (the dashboard) cannot know whom it is for or
 * when it is opened. It holds these marks instead, and its start-up script puts in the person's
 * name and picture (from the stored profile) and the greeting and Craft of the Day (from the
 * browser's clock) before the drawing is ever shown. The live page then renders the same text.
 */
export const FILL_MARKS = {
  username: '@@moodcraft:username@@',
  avatar: '@@moodcraft:avatar@@',
  greeting: '@@moodcraft:greeting@@',
  craft: '@@moodcraft:craft@@',
} as const;

export type FillKey = keyof typeof FILL_MARKS;

/** True while a page is being drawn at build time. */
export const Drawing = createContext(false);

/** `value`, or its mark on a page drawn at build time. */
export function useFilled(key: FillKey, value: string) {
  return useContext(Drawing) ? FILL_MARKS[key] : value;
}

/** The picture the navigation shows for a person without one of their own. */
export const AVATAR_PLACEHOLDER = '/avatar-placeholder.svg';

/**
 * The start-up script's part that fills a signed-in drawing: the same rules as `greeting` and
 * `craftOfTheDay` in dashboard-content.ts (a test holds the two together), in plain JavaScript.
 */
export const FILL_SCRIPT = `
  const fillDrawing = (content, user, now) => {
    const hour = now.getHours();
    const prompts = ${JSON.stringify(CRAFT_PROMPTS)};
    const dayOfYear = Math.floor((now.getTime() - new Date(now.getFullYear(), 0, 0).getTime()) / 86400000);
    const values = new Map([
      [${JSON.stringify(FILL_MARKS.username)}, String(user.username)],
      [${JSON.stringify(FILL_MARKS.avatar)}, user.profilePicture ?? ${JSON.stringify(AVATAR_PLACEHOLDER)}],
      [${JSON.stringify(FILL_MARKS.greeting)}, hour < 12 ? 'Good Morning' : hour < 18 ? 'Good Afternoon' : 'Good Evening'],
      [${JSON.stringify(FILL_MARKS.craft)}, prompts[dayOfYear % prompts.length]],
    ]);
    const texts = document.createTreeWalker(content, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      if (values.has(node.data)) node.data = values.get(node.data);
    }
    for (const element of content.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        if (values.has(attribute.value)) attribute.value = values.get(attribute.value);
      }
    }
  };`;
