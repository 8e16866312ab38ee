# One image per front end: `--build-arg APP=shell` or `APP=mfe-marketplace` (…), each served by
# its own nginx so that every area deploys on its own.
FROM node:24-bookworm-slim AS build
ARG APP
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared-contracts/package.json shared-contracts/
COPY shell/package.json shell/
COPY mfe-marketplace/package.json mfe-marketplace/
COPY mfe-community/package.json mfe-community/
COPY mfe-account/package.json mfe-account/
COPY mfe-admin/package.json mfe-admin/
COPY backend/package.json backend/
RUN npm ci --ignore-scripts
COPY tsconfig.base.json ./
COPY shared-contracts shared-contracts
COPY ${APP} ${APP}
RUN npm run build -w ${APP}

FROM nginx:1.27-alpine
ARG APP
ARG ROLE=remote
COPY deploy/nginx-${ROLE}.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/${APP}/dist /usr/share/nginx/html
