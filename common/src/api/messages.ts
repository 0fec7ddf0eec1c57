// Validation texts shared by schemas and clients; kept apart from the schemas so that importing a text does not
// bring zod into a web page.
export const REQUIRED_MESSAGE = 'This field is required.';
export const BLANK_MESSAGE = 'This field may not be blank.';

/** A text over its length (Django REST framework's words). */
export const tooLongMessage = (max: number) => `Ensure this field has no more than ${max} characters.`;
