import { reviewLoader } from "~/online/review-page.server";
import { ReviewErrorBoundary, reviewMeta, ReviewPage } from "~/online/review-page";

export const meta = reviewMeta;
export const loader = reviewLoader;
export const ErrorBoundary = ReviewErrorBoundary;
export default ReviewPage;
