import { BrowserRouter, useLocation, useRoutes } from "react-router";
import { routesFor } from "./routes";

/** Every page of the site, under whichever router holds the address. */
export function AppRoutes() {
  return useRoutes(routesFor(useLocation().pathname));
}

// The declarative router: the app loads no data through the router, and the data router
// would add about 17 KB (gzipped) to what every visitor downloads.
export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
