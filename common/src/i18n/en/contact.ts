/** English texts of the 'contact' namespace: the specs' texts exactly as written. */
import { ContactText } from '../../api/contact';

const contact = {
  pageTitle: ContactText.pageTitle,
  heading: ContactText.heading,
  /** The support address is a link. */
  intro: `${ContactText.intro} <mail>{{email}}</mail>.`,
  emailLabel: ContactText.emailLabel,
  emailDescription: ContactText.emailDescription,
  subjectLabel: ContactText.subjectLabel,
  bodyLabel: ContactText.bodyLabel,
  send: ContactText.send,
  sent: ContactText.sent,
  sentDetail: ContactText.sentDetail,
  emailRequired: ContactText.emailRequired,
  subjectRequired: ContactText.subjectRequired,
  bodyRequired: ContactText.bodyRequired,
};

export default contact;
