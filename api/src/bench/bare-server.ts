// The yardstick of the API benchmark: Fastify alone answering {ok:true}, on this machine, in the
// same run as the shop's server.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', (_request, reply) => reply.send({ ok: true }));
app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' }).then(
  () => console.log(`listening on ${process.env.PORT}`),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
