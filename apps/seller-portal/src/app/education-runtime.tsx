// What the page runtime needs of seller-education, loaded when a STORE session needs it (not with the first page).
import { FeedbackSurveys, loadTutorials } from '@seller-portal/seller-education';

export { loadTutorials };

/** §4.11 the seller surveys (the library's component is lazy itself, and a lazy component cannot resolve to another). */
export default function SellerSurveys() {
  return <FeedbackSurveys />;
}
