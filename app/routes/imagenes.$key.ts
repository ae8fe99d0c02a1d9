import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { serveImage } from "~/server/images.server";

/**
 * A case image, without a session: the projector's screen opens with a public code and no account
 * (decision 0020). The key is the image's SHA-256, so it cannot be guessed, and it is cached for good.
 */
export const loader = ({ request, params, context }: LoaderFunctionArgs) => serveImage(context.app, params.key ?? "", request);
