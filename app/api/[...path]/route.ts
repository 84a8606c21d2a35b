import { AppError } from "@/lib/errors/app-error";
import { publicRoute } from "@/lib/http/route";

// Any other /api path: the envelope's 404 rather than the framework's page.
const notFound = publicRoute(async () => {
  throw new AppError("not_found", "No such API path");
});

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };
